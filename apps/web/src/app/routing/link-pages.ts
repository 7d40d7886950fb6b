/**
 * The page opened only from a link in a mail (issue 37's failed-delivery page), reached through this one small
 * lazy module like the admin pages (admin-pages.ts): in the route table, the page's list of chunks would weigh on
 * every shopper's entry chunk, and the product page is at its budget (decision 081). Its words are in the order
 * section.
 */
import { withMessages } from '../../lib/i18n/i18n';

export default () =>
  withMessages('order', import('../../features/orders/routes/delivery-issue')).then((m) => m.DeliveryIssueRoute);
