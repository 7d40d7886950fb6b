import { inArray } from 'drizzle-orm';
import type { ShopSettings } from '@shop/shared/schemas/shop-settings';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_ACCOUNT_EMAILS, DEMO_GRIEVANCE_OFFICER, DEMO_GSTIN, DEMO_WHATSAPP_NUMBER } from './demo-values';

/** What still marks this shop as the demo: a live server refuses to start while any is present. */
export async function findDemoLeftovers(db: Db, settings: ShopSettings): Promise<string[]> {
  const problems: string[] = [];
  const demoUsers = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...DEMO_ACCOUNT_EMAILS]));
  if (demoUsers.length > 0) problems.push(`demo accounts (${demoUsers.map((u) => u.email).join(', ')})`);
  if (settings.gstin === DEMO_GSTIN) problems.push(`the demo GSTIN ${DEMO_GSTIN}`);
  if (settings.whatsappNumber === DEMO_WHATSAPP_NUMBER)
    problems.push(`the demo WhatsApp number ${DEMO_WHATSAPP_NUMBER}`);
  return problems;
}

/** The one line a live server prints before refusing to start. */
export function demoLeftoversMessage(problems: string[]): string {
  return (
    `Refusing to start in live mode: the database still has ${problems.join(', ')}. ` +
    'Run `npm run setup` on an empty database, or change them on the admin Settings screen in demo mode.'
  );
}

export interface GoLiveItem {
  key:
    | 'gstin'
    | 'grievanceOfficer'
    | 'whatsapp'
    | 'razorpay'
    | 'shiprocket'
    | 'whatsappApi'
    | 'sms'
    | 'smtp'
    | 'publicUrl'
    | 'backups'
    | 'demoData';
  label: string;
  isDone: boolean;
  /** What to do, in the merchant's words. */
  hint: string;
  /** Where to fix it: an admin screen, or the README section for server settings. */
  fixLink: string;
}

/** Server settings are environment variables: the Settings screen's server section explains each. */
const README_CONFIG = '/admin/settings#server';

/** The admin overview's Go-live checklist: everything a real shop still lacks. */
export async function goLiveChecklist(config: Config, db: Db, settings: ShopSettings): Promise<GoLiveItem[]> {
  const leftovers = await findDemoLeftovers(db, settings);
  const demoAccounts = leftovers.some((p) => p.startsWith('demo accounts'));
  return [
    {
      key: 'gstin',
      label: 'GSTIN',
      isDone: settings.gstin !== '' && settings.gstin !== DEMO_GSTIN,
      hint: 'Enter your own GSTIN (it is printed on every invoice).',
      fixLink: '/admin/settings#gstin',
    },
    {
      key: 'grievanceOfficer',
      label: 'Grievance officer',
      // Consumer Protection (E-Commerce) Rules 2020: name, designation and contact shown on the shop (docs/decisions/100).
      isDone:
        settings.grievanceOfficerName !== '' &&
        settings.grievanceOfficerDesignation !== '' &&
        (settings.grievanceOfficerEmail !== '' || settings.grievanceOfficerPhone !== '') &&
        settings.grievanceOfficerEmail !== DEMO_GRIEVANCE_OFFICER.grievanceOfficerEmail,
      hint: 'Name your grievance officer with designation, email and phone: the law asks you to show them.',
      fixLink: '/admin/settings#grievanceOfficerName',
    },
    {
      key: 'whatsapp',
      label: 'WhatsApp number',
      isDone: settings.whatsappNumber !== DEMO_WHATSAPP_NUMBER,
      hint: 'Enter the WhatsApp number that receives orders, or leave it empty to hide WhatsApp ordering.',
      fixLink: '/admin/settings#whatsappNumber',
    },
    {
      key: 'razorpay',
      label: 'Razorpay live keys',
      isDone: config.razorpay.mode === 'provider' && config.razorpay.keyId.startsWith('rzp_live_'),
      hint: 'Set RAZORPAY_KEY_ID (rzp_live_...), RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET on the server.',
      fixLink: README_CONFIG,
    },
    {
      key: 'shiprocket',
      label: 'Shiprocket account',
      isDone: config.shiprocket.mode === 'provider',
      hint: 'Set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD on the server, and your pickup address in Settings.',
      fixLink: README_CONFIG,
    },
    // Issue 37 (decisions 229, 230, 240): buyers' WhatsApp messages and replies, and the phone codes by SMS.
    {
      key: 'whatsappApi',
      label: 'WhatsApp Business messages',
      isDone: config.whatsapp !== null && config.WHATSAPP_APP_SECRET !== undefined && config.WHATSAPP_VERIFY_TOKEN !== undefined,
      hint: 'Set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN on the server, and submit the templates (docs/providers.md).',
      fixLink: README_CONFIG,
    },
    {
      key: 'sms',
      label: 'SMS codes (MSG91)',
      isDone: config.msg91.mode === 'provider',
      hint: 'Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (your DLT-approved code template) on the server.',
      fixLink: README_CONFIG,
    },
    {
      key: 'smtp',
      label: 'Email delivery (SMTP)',
      isDone: Boolean(config.SMTP_URL),
      hint: 'Set SMTP_URL and MAIL_FROM so order and password mails reach your customers.',
      fixLink: README_CONFIG,
    },
    {
      key: 'publicUrl',
      label: 'https address',
      isDone: Boolean(config.PUBLIC_URL?.startsWith('https://')),
      hint: 'Set PUBLIC_URL to the https:// address of the shop.',
      fixLink: README_CONFIG,
    },
    {
      key: 'backups',
      label: 'Backups',
      isDone: Boolean(config.DATABASE_URL),
      hint: 'Run on a managed or backed-up PostgreSQL (DATABASE_URL) and copy DATA_DIR/uploads daily.',
      fixLink: README_CONFIG,
    },
    {
      key: 'demoData',
      label: 'No demo accounts',
      isDone: !demoAccounts,
      hint: 'Remove the demo accounts admin@example.com and user@example.com (Users screen), or start from `npm run setup`.',
      fixLink: '/admin/users',
    },
  ];
}
