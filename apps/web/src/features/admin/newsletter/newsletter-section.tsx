import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOf } from '../../../lib/http';
import consoleStyles from '../components/admin-console.module.css';
import { CampaignComposer } from './campaign-composer';
import { CampaignsPanel } from './campaigns-panel';
import { useCampaign } from './newsletter-api';
import { SubscribersPanel } from './subscribers-panel';
import { AdminSection } from '../components/admin-section';

/**
 * /AdminDashboard/newsletter: campaigns (list, composer, progress) and subscribers. The URL
 * holds what is open: `?campaign=new|<id>`, `campaigns_page`, and the subscribers' `q`,
 * `status` and `page`, so reload and Back keep them.
 */
export default function NewsletterSection() {
  const [params, setParams] = useSearchParams();
  const campaignParam = params.get('campaign');
  const campaignId =
    campaignParam && /^\d+$/.test(campaignParam) ? Number(campaignParam) : undefined;
  const campaignsPage = Math.max(1, Number(params.get('campaigns_page')) || 1);
  const campaign = useCampaign(campaignId);
  const [message, setMessage] = useState('');

  function setParam(key: string, value: string | undefined, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );
  }

  return (
    <AdminSection title="Newsletter" className={consoleStyles.main}>
      {campaignParam === 'new' ? (
        <CampaignComposer
          onCreated={(id) => setParam('campaign', String(id), true)}
          onClose={() => setParam('campaign', undefined)}
          message={message}
          onMessage={setMessage}
        />
      ) : campaignId !== undefined ? (
        campaign.isError ? (
          <p role="alert">
            {serverMessageOf(campaign.error) ?? 'The campaign could not be loaded.'}
          </p>
        ) : campaign.data ? (
          <CampaignComposer
            campaign={campaign.data}
            onCreated={(id) => setParam('campaign', String(id), true)}
            onClose={() => setParam('campaign', undefined)}
            message={message}
            onMessage={setMessage}
          />
        ) : (
          <Spinner label="Loading the campaign…" />
        )
      ) : null}
      <CampaignsPanel
        page={campaignsPage}
        onPageChange={(page) => setParam('campaigns_page', String(page))}
        onOpen={(id) => {
          setMessage('');
          setParam('campaign', String(id));
        }}
        onNew={() => {
          setMessage('');
          setParam('campaign', 'new');
        }}
      />
      <SubscribersPanel />
    </AdminSection>
  );
}
