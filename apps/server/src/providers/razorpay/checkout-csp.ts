/**
 * Everything Razorpay Checkout loads in the shopper's browser, by CSP directive: the one list the
 * Content-Security-Policy is built from (docs/decisions/060-razorpay-checkout-csp.md). checkout.js itself
 * comes from the configured checkout URL; once running it pulls further scripts and images from
 * cdn.razorpay.com, opens its payment form in a frame from api.razorpay.com, and reports to Razorpay's
 * metrics hosts (its risk-detection bundle fails when those connections are blocked). Source: Razorpay's own
 * CSP allow-list for its Magento plugin (razorpay/razorpay-magento, etc/csp_whitelist.xml).
 */
export const RAZORPAY_CHECKOUT_CSP = {
  scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
} as const;

/** The directives with the configured checkout script's origin added (a simulator on another host in tests). */
export function razorpayCspSources(checkoutUrl: string | undefined) {
  const checkoutOrigin = checkoutUrl && /^https?:\/\//.test(checkoutUrl) ? new URL(checkoutUrl).origin : null;
  const withCheckout = (list: readonly string[]) =>
    checkoutOrigin && !list.includes(checkoutOrigin) ? [...list, checkoutOrigin] : [...list];
  return {
    scriptSrc: withCheckout(RAZORPAY_CHECKOUT_CSP.scriptSrc),
    imgSrc: [...RAZORPAY_CHECKOUT_CSP.imgSrc],
    frameSrc: [...RAZORPAY_CHECKOUT_CSP.frameSrc],
    connectSrc: [...RAZORPAY_CHECKOUT_CSP.connectSrc],
  };
}
