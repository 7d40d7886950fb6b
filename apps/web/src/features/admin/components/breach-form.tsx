import { useState, type FormEvent } from 'react';
import type { BreachInput } from '@shop/shared/schemas/breaches';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useRecordBreach } from '../api/breaches';

type TextKey = 'title' | 'description' | 'dataAffected' | 'consequences' | 'measures' | 'shopperSteps';

/** The r.7 items, each with the question the merchant answers. */
const TEXTS: readonly { key: TextKey; label: string; hint: string; rows?: number }[] = [
  { key: 'title', label: 'Title', hint: 'A short name, e.g. "Order export left on a public link"' },
  {
    key: 'description',
    label: 'What happened',
    hint: 'Its nature, extent and where (which system, which records)',
    rows: 4,
  },
  { key: 'dataAffected', label: 'Personal data affected', hint: 'e.g. name, email, phone, delivery address', rows: 2 },
  {
    key: 'consequences',
    label: 'What it may mean for the people affected',
    hint: 'e.g. phishing calls pretending to be the shop',
    rows: 2,
  },
  { key: 'measures', label: 'What the shop has done or will do', hint: 'Stopped it, contained it, fixed it', rows: 2 },
  {
    key: 'shopperSteps',
    label: 'What the people affected can do',
    hint: 'e.g. change your password, ignore calls asking for OTPs',
    rows: 2,
  },
];

/** `datetime-local` value for now, in the browser's time zone (the merchant's). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const EMPTY = { title: '', description: '', dataAffected: '', consequences: '', measures: '', shopperSteps: '' };

/** Record an incident (docs/decisions/177-breach-register.md): what, when found, whose data. */
export function BreachForm({ onRecorded }: { onRecorded: () => void }) {
  const record = useRecordBreach();
  const toast = useToast('breach.record');
  const [texts, setTexts] = useState<Record<TextKey, string>>(EMPTY);
  const [discoveredAt, setDiscoveredAt] = useState(localNow);
  const [occurredAt, setOccurredAt] = useState('');
  const [affectsAll, setAffectsAll] = useState(false);
  const [emails, setEmails] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: BreachInput = {
      ...texts,
      discoveredAt: new Date(discoveredAt).toISOString(),
      occurredAt: occurredAt ? new Date(occurredAt).toISOString() : '',
      affectsAll,
      affectedEmails: affectsAll ? [] : emails.split(/[\s,;]+/).filter(Boolean),
    };
    record.mutate(input, {
      onSuccess: (incident) => {
        toast.success(`Incident ${incident.reference} recorded. Notify the people affected without delay.`);
        setTexts(EMPTY);
        setEmails('');
        onRecorded();
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Record an incident"
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2"
    >
      {TEXTS.map(({ key, label, hint, rows }) =>
        rows ? (
          <TextAreaField
            key={key}
            id={`breach-${key}`}
            label={label}
            hint={hint}
            rows={rows}
            isRequired
            value={texts[key]}
            onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
          />
        ) : (
          <TextField
            key={key}
            id={`breach-${key}`}
            label={label}
            hint={hint}
            isRequired
            value={texts[key]}
            onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
          />
        ),
      )}
      <TextField
        id="breach-discovered"
        type="datetime-local"
        label="When the shop found out"
        hint="The Board's 72 hours run from here"
        isRequired
        value={discoveredAt}
        onChange={(e) => setDiscoveredAt(e.target.value)}
      />
      <TextField
        id="breach-occurred"
        type="datetime-local"
        label="When it happened (if known)"
        value={occurredAt}
        onChange={(e) => setOccurredAt(e.target.value)}
      />
      <fieldset className="space-y-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Whose data</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="breach-affected" checked={!affectsAll} onChange={() => setAffectsAll(false)} />
          These accounts
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="breach-affected" checked={affectsAll} onChange={() => setAffectsAll(true)} />
          All accounts
        </label>
        {!affectsAll && (
          <TextAreaField
            id="breach-emails"
            label="Email addresses of the affected accounts"
            hint="One per line, or separated by commas"
            rows={3}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
          />
        )}
      </fieldset>
      <div className="space-y-3 md:col-span-2">
        <FormAlert>
          {record.error ? getErrorMessage(record.error, 'The incident could not be recorded') : null}
        </FormAlert>
        <Button type="submit" isLoading={record.isPending}>
          Record incident
        </Button>
      </div>
    </form>
  );
}
