import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useBreaches } from '../api/breaches';
import { BreachCard } from '../components/breach-card';
import { BreachForm } from '../components/breach-form';

/**
 * Breaches (/admin/breaches, DPDP Rules 2025 r.7, docs/decisions/177-breach-register.md): record an incident, mail
 * each affected person, and file the Board's report within 72 hours; docs/security.md has the runbook.
 */
export function AdminBreachesRoute() {
  useDocumentTitle('Breaches');
  const incidents = useBreaches();
  const [now, setNow] = useState(() => Date.now());
  const rows = incidents.data ?? [];
  return (
    <>
      <PageHeader
        title="Breaches"
        subtitle="A personal data breach: tell each person affected without delay, and the Data Protection Board within 72 hours."
      />
      <BreachForm onRecorded={() => setNow(Date.now())} />
      {incidents.isSuccess && rows.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
          <ShieldAlert className="h-6 w-6 text-slate-400" aria-hidden="true" /> No incidents recorded.
        </p>
      ) : (
        <ul className="space-y-4" aria-label="Incidents">
          {rows.map((incident) => (
            <BreachCard key={incident._id} incident={incident} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}
