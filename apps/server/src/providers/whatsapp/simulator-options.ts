import type { ApprovedTemplate } from './simulator-checks';

export interface WhatsAppSimulatorOptions {
  accessToken: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  businessAccountId: string;
  appSecret: string;
  /** The shop's webhook URL; a function when the address is known only at run time. */
  webhookUrl?: string | (() => string | null);
  templates: ApprovedTemplate[];
  stateFile?: string;
  /** 'auto': statuses and replies are posted at once (retried like Meta); 'manual': held until flushWebhooks(). */
  webhookDelivery?: 'auto' | 'manual';
  now?: () => number;
}
