import { plural } from '@shop/shared/plural';
import type { OutboxEmail } from '@shop/shared/schemas/notifications';
import { Paperclip } from 'lucide-react';
import { ExpandChevron } from './expand-chevron';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<OutboxEmail['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  sent: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Links in the plain-text body become clickable (a reset link, a tracking link); the rest stays text. */
function TextBody({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-xs leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="text-brand-700 underline" target="_blank" rel="noreferrer noopener">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

const DELIVERY_WORDS: Record<NonNullable<OutboxEmail['whatsappDelivery']>['status'], string> = {
  sent: 'On WhatsApp: sent',
  delivered: 'On WhatsApp: delivered',
  read: 'On WhatsApp: read',
  failed: 'On WhatsApp: not delivered',
};

/** What Meta's webhook said after accepting a WhatsApp message (decision 250). */
function WhatsAppDeliveryNote({ delivery }: { delivery: NonNullable<OutboxEmail['whatsappDelivery']> }) {
  return (
    <span className={cn('font-medium', delivery.status === 'failed' ? 'text-red-700' : 'text-green-700')}>
      {DELIVERY_WORDS[delivery.status]}
    </span>
  );
}

/** One mail of the outbox: summary line, and on demand its text or rendered HTML. */
export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const [isOpen, setIsOpen] = useState(false);
  const [view, setView] = useState<'text' | 'html'>('text');
  const bodyId = `outbox-body-${email._id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{email.subject}</p>
          <p className="mt-0.5 truncate text-sm text-slate-600">To: {email.to}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>{formatDateTime(email.createdAt)}</span>
            <span>{email.kind}</span>
            <span>{plural(email.attempts, 'attempt')}</span>
            {email.whatsappDelivery && <WhatsAppDeliveryNote delivery={email.whatsappDelivery} />}
            {email.attachments.length > 0 && (
              <span className="inline-flex items-center gap-1">
                <Paperclip className="h-3 w-3" aria-hidden="true" />
                {email.attachments.join(', ')}
              </span>
            )}
          </p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
            STATUS_STYLES[email.status],
          )}
        >
          {email.status}
        </span>
        <ExpandChevron isOpen={isOpen} className="mt-0.5" />
      </button>
      {isOpen && (
        <div id={bodyId} className="space-y-3 border-t border-slate-100 p-4">
          {email.lastError && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              Last error: {email.lastError}
              {email.status === 'pending' && ` (next try ${formatDateTime(email.nextAttemptAt)})`}
            </p>
          )}
          {email.sentAt && <p className="text-xs text-slate-500">Sent {formatDateTime(email.sentAt)}</p>}
          {email.whatsappDelivery?.error && (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              WhatsApp could not deliver it ({formatDateTime(email.whatsappDelivery.at)}):{' '}
              {email.whatsappDelivery.error}. The mail for the same event is sent on its own.
            </p>
          )}
          {email.html && (
            <div role="group" aria-label="Body format" className="flex gap-2">
              {(['text', 'html'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={cn(
                    'h-8 rounded-full border px-3 text-xs font-medium',
                    view === option
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {option === 'text' ? 'Plain text' : 'HTML'}
                </button>
              ))}
            </div>
          )}
          {view === 'html' && email.html ? (
            // An empty sandbox: the mail renders with no script, no forms and no access to this page.
            <iframe
              title={`HTML body of ${email.subject}`}
              sandbox=""
              srcDoc={email.html}
              className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <TextBody text={email.text} />
          )}
        </div>
      )}
    </li>
  );
}
