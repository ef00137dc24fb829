import { CAMPAIGN_STATUS_LABELS } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import { AdminPagination } from '../components/admin-pagination';
import styles from '../components/admin-console.module.css';
import { formatAdminDateTime } from '../lib/admin-dates';
import { useCampaigns } from './newsletter-api';

interface CampaignsPanelProps {
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly onOpen: (id: number) => void;
  readonly onNew: () => void;
}

/** Every campaign, newest first, with its numbers (refreshed while one is sending). */
export function CampaignsPanel({ page, onPageChange, onOpen, onNew }: CampaignsPanelProps) {
  const campaigns = useCampaigns(page);
  return (
    <section className={styles.card} aria-labelledby="newsletter-campaigns">
      <div className={styles.sectionHeader}>
        <h2 id="newsletter-campaigns">Campaigns</h2>
        <button type="button" className="button button--small" onClick={onNew}>
          New campaign
        </button>
      </div>
      {campaigns.isError ? (
        <p role="alert">
          {serverMessageOf(campaigns.error) ?? 'The campaigns could not be loaded.'}
        </p>
      ) : !campaigns.data ? (
        <Spinner label="Loading campaigns…" />
      ) : campaigns.data.data.length === 0 ? (
        <p className={styles.empty}>No campaigns yet.</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Newsletter campaigns</caption>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Left</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.data.data.map((campaign) => (
                  <tr key={campaign.id}>
                    <td>{campaign.subject}</td>
                    <td>
                      <span className={styles.status}>
                        {CAMPAIGN_STATUS_LABELS[campaign.status]}
                      </span>
                    </td>
                    <td>{formatAdminDateTime(campaign.created_at)}</td>
                    <td>{campaign.progress.sent}</td>
                    <td>{campaign.progress.failed}</td>
                    <td>{campaign.progress.left}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => onOpen(campaign.id)}
                      >
                        {campaign.status === 'draft' ? 'Edit' : 'View'}
                        <span className="visually-hidden"> “{campaign.subject}”</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPagination of={campaigns.data} noun="campaigns" onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
