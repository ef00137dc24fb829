import { CAMPAIGN_STATUS_LABELS, type AdminCampaignSummary } from '@app/contract';
import styles from '../components/admin-console.module.css';
import { AdminList, type AdminColumn } from '../components/admin-table';
import { formatAdminDateTime } from '../lib/admin-dates';
import { useCampaigns } from './newsletter-api';
import { AdminCard } from '../components/admin-card';

interface CampaignsPanelProps {
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly onOpen: (id: number) => void;
  readonly onNew: () => void;
}

/** Every campaign, newest first, with its numbers (refreshed while one is sending). */
export function CampaignsPanel({ page, onPageChange, onOpen, onNew }: CampaignsPanelProps) {
  const campaigns = useCampaigns(page);
  const columns: readonly AdminColumn<AdminCampaignSummary>[] = [
    { header: 'Subject', cell: (campaign) => campaign.subject },
    {
      header: 'Status',
      cell: (campaign) => (
        <span className={styles.status}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>
      ),
    },
    { header: 'Created', cell: (campaign) => formatAdminDateTime(campaign.created_at) },
    { header: 'Sent', cell: (campaign) => campaign.progress.sent },
    { header: 'Failed', cell: (campaign) => campaign.progress.failed },
    { header: 'Left', cell: (campaign) => campaign.progress.left },
    {
      header: 'Actions',
      isHeaderHidden: true,
      cell: (campaign) => (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onOpen(campaign.id)}
        >
          {campaign.status === 'draft' ? 'Edit' : 'View'}
          <span className="visually-hidden"> “{campaign.subject}”</span>
        </button>
      ),
    },
  ];
  return (
    <AdminCard
      title="Campaigns"
      actions={
        <button type="button" className="button button--small" onClick={onNew}>
          New campaign
        </button>
      }
    >
      <AdminList
        query={campaigns}
        noun="campaigns"
        loadingLabel="Loading campaigns…"
        failedText="The campaigns could not be loaded."
        emptyText="No campaigns yet."
        caption="Newsletter campaigns"
        columns={columns}
        onPageChange={onPageChange}
      />
    </AdminCard>
  );
}
