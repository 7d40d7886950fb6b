/**
 * The messages the server and the shared schemas write to shoppers, in English (docs/decisions/203-server-words-in-
 * the-shoppers-language.md); hi.ts holds the same keys in Hindi, and a unit test holds every language to these keys.
 * Each English text lives once: where a module already names it (MESSAGES, ACCOUNT_MESSAGES, ...) this catalogue
 * points at it, and the server finds a message's Hindi by its English (or ICU template). Messages with values are
 * ICU templates (`{count, plural, ...}`, `{amount}`); the server fills them in (apps/server/src/lib/shopper-words.ts).
 *
 * Two sections: `browser` holds the messages a browser also writes itself (the shared schemas' field messages, the
 * screens' own fallbacks); it reaches Hindi pages as a lazy chunk of English-to-Hindi pairs (apps/web/build/
 * shared-words.ts). `server` holds what only the server writes. The admin's messages are in neither: admin-only
 * routes answer in English.
 */
import { MESSAGES } from '../messages';
import { NETWORK_ERROR_MESSAGE } from '../network-message';
import { B2B_MESSAGES } from '../b2b-buyer';
import { COD_CONFIRMATION_MESSAGES } from '../cod-confirmation';
import { COD_RULE_MESSAGES } from '../cod-rules';
import { COUPON_MESSAGES } from '../coupons';
import { DELIVERY_ISSUE_FIELD_MESSAGES, DELIVERY_ISSUE_MESSAGES } from '../failed-delivery';
import { FORM_CHALLENGE_MESSAGES } from '../form-challenge';
import { GSTIN_MESSAGES } from '../gstin';
import { PIN_STATE_MISMATCH } from '../pin-state';
import { PRIVACY_MESSAGES } from '../privacy';
import { ACCOUNT_MESSAGES } from '../schemas/account';
import { CATALOG_MESSAGES } from '../schemas/catalog';
import { CONTACT_MESSAGES } from '../schemas/contact';
import { EMAIL_VERIFICATION_MESSAGES } from '../schemas/email-verification';
import { GRIEVANCE_MESSAGES } from '../schemas/grievance';
import { NOMINATION_MESSAGES } from '../schemas/nomination';
import { ORDER_MESSAGES } from '../schemas/order';
import { PAYMENT_MESSAGES } from '../schemas/payment';
import { PHONE_CODE_MESSAGES } from '../schemas/phone-codes';
import { PAGE_MESSAGES } from '../schemas/query-params';
import { RETURN_MESSAGES } from '../schemas/returns';
import { REVIEW_MESSAGES } from '../schemas/reviews';
import { SHIPPING_MESSAGES } from '../schemas/shipping';
import { STOCK_ALERT_MESSAGES } from '../schemas/stock-alerts';
import { USER_MESSAGES } from '../schemas/users';

/** What a browser writes too: field messages of the shopper's forms, and the screens' fallbacks. */
const browser = {
  'field.passwordTooShort': MESSAGES.passwordTooShort,
  'field.passwordsDoNotMatch': MESSAGES.passwordsDoNotMatch,
  'field.fillRequired': MESSAGES.fillRequired,
  'field.fillEmailFields': MESSAGES.fillEmailFields,
  'field.invalidEmail': MESSAGES.invalidEmail,
  'field.nameRequired': MESSAGES.nameRequired,
  'field.emailRequired': MESSAGES.emailRequired,
  'field.passwordRequired': MESSAGES.passwordRequired,
  'field.termsRequired': MESSAGES.termsRequired,
  'field.invalidPincode': MESSAGES.invalidPincode,
  'field.invalidPhone': MESSAGES.invalidPhone,
  'field.invalidState': MESSAGES.invalidState,
  'field.pinStateMismatch': PIN_STATE_MISMATCH,
  'screen.loginFailed': MESSAGES.loginFailed,
  'screen.registrationFailed': MESSAGES.registrationFailed,
  'screen.profileUpdated': MESSAGES.profileUpdated,
  'screen.profileUpdateFailed': MESSAGES.profileUpdateFailed,
  'screen.network': NETWORK_ERROR_MESSAGE,
  'screen.fetchProductsFailed': CATALOG_MESSAGES.fetchProductsFailed,
  'screen.serviceabilityFailed': SHIPPING_MESSAGES.serviceabilityFailed,
  'account.resetFailed': ACCOUNT_MESSAGES.resetFailed,
  'account.resetRequestFailed': ACCOUNT_MESSAGES.resetRequestFailed,
  'account.currentPasswordRequired': ACCOUNT_MESSAGES.currentPasswordRequired,
  'account.samePassword': ACCOUNT_MESSAGES.samePassword,
  'account.passwordChanged': ACCOUNT_MESSAGES.passwordChanged,
  'account.passwordChangeFailed': ACCOUNT_MESSAGES.passwordChangeFailed,
  'email.resendFailed': EMAIL_VERIFICATION_MESSAGES.resendFailed,
  'email.unverified': EMAIL_VERIFICATION_MESSAGES.unverified,
  'phone.wrongCode': PHONE_CODE_MESSAGES.wrongCode,
  'phone.verified': PHONE_CODE_MESSAGES.verified,
  'phone.sendFailed': PHONE_CODE_MESSAGES.sendFailed,
  'phone.enterCode': PHONE_CODE_MESSAGES.enterCode,
  'privacy.consentRequired': PRIVACY_MESSAGES.consentRequired,
  'privacy.passwordRequired': PRIVACY_MESSAGES.passwordRequired,
  'privacy.adminCannotErase': PRIVACY_MESSAGES.adminCannotErase,
  'nomination.contactRequired': NOMINATION_MESSAGES.contactRequired,
  'nomination.relationshipRequired': NOMINATION_MESSAGES.relationshipRequired,
  'nomination.saved': NOMINATION_MESSAGES.saved,
  'nomination.withdrawn': NOMINATION_MESSAGES.withdrawn,
  'contact.invalidPhone': CONTACT_MESSAGES.invalidPhone,
  'contact.subjectRequired': CONTACT_MESSAGES.subjectRequired,
  'contact.messageRequired': CONTACT_MESSAGES.messageRequired,
  'contact.messageTooShort': CONTACT_MESSAGES.messageTooShort,
  'contact.nameTooLong': CONTACT_MESSAGES.nameTooLong,
  'contact.subjectTooLong': CONTACT_MESSAGES.subjectTooLong,
  'contact.messageTooLong': CONTACT_MESSAGES.messageTooLong,
  'deliveryIssue.pickDay': DELIVERY_ISSUE_FIELD_MESSAGES.pickDay,
  'deliveryIssue.addressLine': DELIVERY_ISSUE_FIELD_MESSAGES.addressLine,
  'deliveryIssue.addressTooShort': DELIVERY_ISSUE_FIELD_MESSAGES.addressTooShort,
  'deliveryIssue.landmarkTooLong': DELIVERY_ISSUE_FIELD_MESSAGES.landmarkTooLong,
  'contact.sent': CONTACT_MESSAGES.sent,
  'grievance.invalidOrderNumber': GRIEVANCE_MESSAGES.invalidOrderNumber,
  'grievance.ticketRequired': GRIEVANCE_MESSAGES.ticketRequired,
  'return.reason': RETURN_MESSAGES.reason,
  'return.description': RETURN_MESSAGES.description,
  'return.descriptionTooLong': RETURN_MESSAGES.descriptionTooLong,
  'return.items': RETURN_MESSAGES.items,
  'return.quantity': RETURN_MESSAGES.quantity,
  'return.evidenceMissing': RETURN_MESSAGES.evidenceMissing,
  'return.tooManyPhotos': RETURN_MESSAGES.tooManyPhotos,
  'return.wrongType': RETURN_MESSAGES.wrongType,
  'return.noVideos': RETURN_MESSAGES.noVideos,
  'return.photoTooLarge': RETURN_MESSAGES.photoTooLarge,
  'return.upi': RETURN_MESSAGES.upi,
  'return.ifsc': RETURN_MESSAGES.ifsc,
  'return.account': RETURN_MESSAGES.account,
  'return.accountName': RETURN_MESSAGES.accountName,
  'return.payoutNeeded': RETURN_MESSAGES.payoutNeeded,
  'return.exchangeOneLine': RETURN_MESSAGES.exchangeOneLine,
  'return.exchangeVariant': RETURN_MESSAGES.exchangeVariant,
  'review.invalidRating': REVIEW_MESSAGES.invalidRating,
  'review.titleRequired': REVIEW_MESSAGES.titleRequired,
  'review.titleTooLong': REVIEW_MESSAGES.titleTooLong,
  'review.bodyRequired': REVIEW_MESSAGES.bodyRequired,
  'review.bodyTooLong': REVIEW_MESSAGES.bodyTooLong,
  'review.tooManyPhotos': REVIEW_MESSAGES.tooManyPhotos,
  'b2b.legalNameRequired': B2B_MESSAGES.legalNameRequired,
  'b2b.streetRequired': B2B_MESSAGES.streetRequired,
  'b2b.cityRequired': B2B_MESSAGES.cityRequired,
  'b2b.stateRequired': B2B_MESSAGES.stateRequired,
  'b2b.gstinRequired': B2B_MESSAGES.gstinRequired,
  'gstin.format': GSTIN_MESSAGES.format,
  'gstin.checksum': GSTIN_MESSAGES.checksum,
  'gstin.state': GSTIN_MESSAGES.state,
  'gstin.stateMismatch': GSTIN_MESSAGES.stateMismatch,
} as const;

/** What only the server writes: refusals, results and the answers of shopper routes. */
const server = {
  // Sign-in, sign-up, sessions and the generic answers (apps/server/src/lib/errors.ts, plugins/).
  'auth.emailTaken': MESSAGES.emailTaken,
  'auth.invalidCredentials': MESSAGES.invalidCredentials,
  'auth.unauthorized': MESSAGES.unauthorized,
  'auth.forbidden': MESSAGES.forbidden,
  'auth.sessionExpired': 'Your session has expired. Please log in again.',
  'auth.accountGone': 'Your account no longer exists. Please log in again.',
  'auth.userNotFound': USER_MESSAGES.userNotFound,
  'auth.recoveryUnavailable': 'Account recovery is not available',
  'auth.loginThrottled':
    'Too many failed login attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  'limit.tooManyRequests': MESSAGES.tooManyRequests,
  'limit.tryAgainIn': 'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'limit.ordersTooQuickly':
    'You are placing orders too quickly. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'server.notFound': 'Not found',
  'server.failed': 'Something went wrong on our side. Please try again.',
  'server.busy': 'The shop is very busy right now. Please try again in a moment; nothing was lost.',
  // Requests that fail before a route's own schema speaks (plugins/errors.ts): Fastify's body parsing, and zod's
  // own wording where no shared schema names a message. English keeps zod's text; these are its other languages.
  'request.malformedJson': 'Malformed JSON in request body',
  'request.bodyTooLarge': 'Request body is too large',
  'request.unsupportedContentType': 'Unsupported content type',
  'request.invalid': 'Invalid request',
  'request.noRoute': 'Route {method} {path} not found',
  'request.invalidPage': PAGE_MESSAGES.invalidPage,
  'request.invalidLimit': PAGE_MESSAGES.invalidLimit,
  'catalog.invalidSort': CATALOG_MESSAGES.invalidSort,
  'catalog.invalidCategory': CATALOG_MESSAGES.invalidCategory,
  'catalog.invalidSearch': CATALOG_MESSAGES.invalidSearch,
  'catalog.invalidImageWidth': CATALOG_MESSAGES.invalidImageWidth,
  'catalog.invalidPrice': CATALOG_MESSAGES.invalidPrice,
  'catalog.invalidRating': CATALOG_MESSAGES.invalidRating,
  'catalog.invalidLanguage': CATALOG_MESSAGES.invalidLanguage,
  'catalog.invalidOptionFilter': CATALOG_MESSAGES.invalidOptionFilter,
  'payment.invalidOrderId': PAYMENT_MESSAGES.invalidOrderId,
  'request.nulCharacter': 'Text may not contain NUL characters',
  'field.missing': '{field}: this is required',
  'field.invalid': '{field}: this value is not valid',
  'field.textTooLong': '{field}: at most {max, plural, one {# character} other {# characters}}',
  'field.textTooShort': '{field}: at least {min, plural, one {# character} other {# characters}}',
  'field.numberTooBig': '{field}: at most {max}',
  'field.numberTooSmall': '{field}: at least {min}',
  'field.tooManyItems': '{field}: at most {max, plural, one {# item} other {# items}}',
  'field.tooFewItems': '{field}: at least {min, plural, one {# item} other {# items}}',
  'field.unknown': 'Unknown field: {field}',
  'form.challengeRequired': FORM_CHALLENGE_MESSAGES.required,
  'form.challengeFailed': FORM_CHALLENGE_MESSAGES.failed,
  // Passwords and e-mail verification.
  'account.resetRequested': ACCOUNT_MESSAGES.resetRequested,
  'account.resetDone': ACCOUNT_MESSAGES.resetDone,
  'account.resetLinkInvalid': ACCOUNT_MESSAGES.resetLinkInvalid,
  'account.currentPasswordWrong': ACCOUNT_MESSAGES.currentPasswordWrong,
  'email.verified': EMAIL_VERIFICATION_MESSAGES.verified,
  'email.alreadyVerified': EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
  'email.linkInvalid': EMAIL_VERIFICATION_MESSAGES.linkInvalid,
  'email.resent': EMAIL_VERIFICATION_MESSAGES.resent,
  'email.checkoutNeedsVerifiedEmail': EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerifiedEmail,
  // Phone codes (decision 240).
  'phone.sent': PHONE_CODE_MESSAGES.sent,
  'phone.signInSent': PHONE_CODE_MESSAGES.signInSent,
  'phone.tooManyCodes': PHONE_CODE_MESSAGES.tooManyCodes,
  'phone.noPhone': PHONE_CODE_MESSAGES.noPhone,
  'phone.whatsappUnavailable': PHONE_CODE_MESSAGES.whatsappUnavailable,
  // Privacy: consents, nomination, deleting the account.
  'privacy.staleNotice': PRIVACY_MESSAGES.staleNotice,
  'privacy.passwordWrong': PRIVACY_MESSAGES.passwordWrong,
  'privacy.erased': PRIVACY_MESSAGES.erased,
  'privacy.orderInTransit': PRIVACY_MESSAGES.orderInTransit,
  'privacy.paidOrderOpen': PRIVACY_MESSAGES.paidOrderOpen,
  'privacy.returnOpen': PRIVACY_MESSAGES.returnOpen,
  'privacy.grievanceOpen': PRIVACY_MESSAGES.grievanceOpen,
  'privacy.orderPlacedMeanwhile': PRIVACY_MESSAGES.orderPlacedMeanwhile,
  'nomination.notYourself': NOMINATION_MESSAGES.notYourself,
  'nomination.none': NOMINATION_MESSAGES.none,
  // Delivery: the PIN check and the COD rules (decisions 211, 228).
  'shipping.serviceabilityDown': SHIPPING_MESSAGES.serviceabilityDown,
  'shipping.notServiceable': SHIPPING_MESSAGES.notServiceable,
  'shipping.deliveryAvailable': SHIPPING_MESSAGES.deliveryAvailable,
  'shipping.deliversBy': SHIPPING_MESSAGES.deliversBy,
  'cod.maxValue': COD_RULE_MESSAGES.maxValue,
  'cod.pincode': COD_RULE_MESSAGES.pincode,
  'cod.state': COD_RULE_MESSAGES.state,
  'cod.phoneUnverified': COD_RULE_MESSAGES.phoneUnverified,
  'cod.history': COD_RULE_MESSAGES.history,
  'cod.disabled': 'Cash on delivery is not available at the moment. Please pay online or order on WhatsApp.',
  // Placing an order: the cart's lines, the shop's caps, the largest total.
  'order.noItems': ORDER_MESSAGES.noItems,
  'order.tooManyLines': ORDER_MESSAGES.tooManyLines,
  'order.invalidQuantity': ORDER_MESSAGES.invalidQuantity,
  'order.invalidProduct': ORDER_MESSAGES.invalidProduct,
  'order.invalidVariant': ORDER_MESSAGES.invalidVariant,
  'order.invalidPaymentMethod': ORDER_MESSAGES.invalidPaymentMethod,
  'order.notFound': ORDER_MESSAGES.orderNotFound,
  'order.invoiceNotReady': ORDER_MESSAGES.invoiceNotReady,
  'order.trackingUnavailable': ORDER_MESSAGES.trackingUnavailable,
  'order.productGone': 'A product in your cart no longer exists. Please remove it and try again.',
  'order.productNoLongerSold': '{name} is no longer available',
  'order.chooseOptions': 'Please choose the {options} of {name} before ordering it.',
  'order.optionGone': 'That option of {name} no longer exists. Please choose it again and try again.',
  'order.optionNotSold': '{name} is not sold at the moment. Please choose another option.',
  'order.optionOfNotSold': 'That option of {name} is not sold at the moment. Please choose another.',
  'order.shortOfStock': '{available, plural, =0 {{name} is out of stock} other {Only # left of {name}}}',
  'order.tooManyUnits':
    'You can order at most {max, plural, one {# unit} other {# units}} of each product in one order.',
  'order.tooManyOpenOrders':
    'You already have {max, plural, one {# order} other {# orders}} waiting for payment or confirmation. Pay for or cancel one of them (My Orders) before placing another.',
  'order.tooManyOpenCodOrders':
    'You already have {max, plural, one {# cash-on-delivery order that has} other {# cash-on-delivery orders that have}} not shipped yet. You can place another once one of them ships, or pay online now.',
  'order.tooLarge': 'Orders above {max} cannot be placed online. Please reduce the quantity or contact us.',
  'order.shopperGone': 'The order was not placed: the connection closed before it was complete. Please try again.',
  'order.alreadyPlacing': 'This order is already being placed. Please try again.',
  'order.catalogueChanged': 'A price or product in your cart changed just now. Please check your cart and try again.',
  'order.alreadyCancelled': 'Order is already cancelled',
  'order.cannotCancel': 'This order can no longer be cancelled because it is {status}',
  // Paying online (decision 207).
  'payment.providerUnavailable': PAYMENT_MESSAGES.providerUnavailable,
  'payment.providerRefused': PAYMENT_MESSAGES.providerRefused,
  'payment.verificationFailed': PAYMENT_MESSAGES.verificationFailed,
  'payment.notOnline': PAYMENT_MESSAGES.notOnline,
  'payment.notStarted': PAYMENT_MESSAGES.notStarted,
  'payment.alreadyPaid': PAYMENT_MESSAGES.alreadyPaid,
  'payment.notPayable': PAYMENT_MESSAGES.notPayable,
  'payment.orderCancelled': PAYMENT_MESSAGES.orderCancelled,
  'payment.windowClosed': PAYMENT_MESSAGES.windowClosed,
  'payment.latePaymentRefunded': PAYMENT_MESSAGES.latePaymentRefunded,
  // Coupons (decision 135).
  'coupon.nothingToPayOnline': COUPON_MESSAGES.nothingToPayOnline,
  'coupon.unknown': COUPON_MESSAGES.unknown,
  'coupon.inactive': COUPON_MESSAGES.inactive,
  'coupon.notStarted': COUPON_MESSAGES.notStarted,
  'coupon.expired': COUPON_MESSAGES.expired,
  'coupon.usedUp': COUPON_MESSAGES.usedUp,
  'coupon.perCustomer': COUPON_MESSAGES.perCustomer,
  'coupon.firstOrderOnly': COUPON_MESSAGES.firstOrderOnly,
  'coupon.minOrder': COUPON_MESSAGES.minOrder,
  'coupon.category': COUPON_MESSAGES.category,
  'coupon.categoryNamed': COUPON_MESSAGES.categoryNamed,
  'coupon.signIn': COUPON_MESSAGES.signIn,
  'coupon.percentOff': COUPON_MESSAGES.percentOff,
  'coupon.percentOffUpTo': COUPON_MESSAGES.percentOffUpTo,
  'coupon.amountOff': COUPON_MESSAGES.amountOff,
  // The buyer's cash-on-delivery confirmation page (decision 227).
  'codConfirm.badLink': COD_CONFIRMATION_MESSAGES.badLink,
  'codConfirm.expired': COD_CONFIRMATION_MESSAGES.expired,
  'codConfirm.cancelled': COD_CONFIRMATION_MESSAGES.cancelled,
  'codConfirm.alreadyPacked': COD_CONFIRMATION_MESSAGES.alreadyPacked,
  'codConfirm.notAwaiting': COD_CONFIRMATION_MESSAGES.notAwaiting,
  'codConfirm.confirmed': 'Thank you. Your order is confirmed.',
  'codConfirm.orderCancelled': 'Your order is cancelled.',
  'codConfirm.addressUpdated': 'Delivery address updated.',
  'codConfirm.notDeliverable':
    'We cannot deliver to PIN code {pincode} yet. Enter another address or cancel the order.',
  'codConfirm.noCod':
    'Cash on delivery is not available for PIN code {pincode}. Enter another address or cancel the order.',
  // A failed delivery's answer page (decision 231).
  'deliveryIssue.badLink': DELIVERY_ISSUE_MESSAGES.badLink,
  'deliveryIssue.noIssue': DELIVERY_ISSUE_MESSAGES.noIssue,
  'deliveryIssue.answered': DELIVERY_ISSUE_MESSAGES.answered,
  'deliveryIssue.closed': DELIVERY_ISSUE_MESSAGES.closed,
  'deliveryIssue.dayNotOffered': DELIVERY_ISSUE_MESSAGES.dayNotOffered,
  'deliveryIssue.cancelPrepaid': DELIVERY_ISSUE_MESSAGES.cancelPrepaid,
  'deliveryIssue.notConfirmed':
    'We sent your answer but the courier has not confirmed it yet. We will check and get back to you.',
  'deliveryIssue.refused': 'The courier did not take the answer: {reason}. Please try again.',
  // Returns and exchanges (decisions 120-123, 244).
  'return.tooManyAttempts': RETURN_MESSAGES.tooManyAttempts,
  'return.notDelivered': RETURN_MESSAGES.notDelivered,
  'return.windowClosed': RETURN_MESSAGES.windowClosed,
  'return.itemNotInOrder': RETURN_MESSAGES.itemNotInOrder,
  'return.tooMany': RETURN_MESSAGES.tooMany,
  'return.open': RETURN_MESSAGES.open,
  'return.notFound': RETURN_MESSAGES.notFound,
  'return.exchangesOff': RETURN_MESSAGES.exchangesOff,
  'return.exchangeSameVariant': RETURN_MESSAGES.exchangeSameVariant,
  'return.exchangeNotSold': RETURN_MESSAGES.exchangeNotSold,
  'return.exchangeOutOfStock': RETURN_MESSAGES.exchangeOutOfStock,
  'return.formUnreadable': 'The return form could not be read',
  // Reviews, the wishlist and "Notify me".
  'review.notABuyer': REVIEW_MESSAGES.notABuyer,
  'review.alreadyReviewed': REVIEW_MESSAGES.alreadyReviewed,
  'review.reviewNotFound': REVIEW_MESSAGES.reviewNotFound,
  'review.reviewSaved': REVIEW_MESSAGES.reviewSaved,
  'review.reviewUpdated': REVIEW_MESSAGES.reviewUpdated,
  'review.ownReview': 'You cannot vote for your own review',
  'wishlist.tooManyItems': REVIEW_MESSAGES.tooManyWishlistItems,
  'wishlist.productNotFound': CATALOG_MESSAGES.productNotFound,
  'stockAlert.inStock': STOCK_ALERT_MESSAGES.inStock,
  'stockAlert.saved': STOCK_ALERT_MESSAGES.saved,
  // Contact and grievance forms (decisions 160, 233).
  'grievance.received': GRIEVANCE_MESSAGES.received,
  'grievance.receivedNoMail': GRIEVANCE_MESSAGES.receivedNoMail,
  'grievance.notFound': GRIEVANCE_MESSAGES.notFound,
} as const;

export const SHOPPER_MESSAGES_EN = { browser, server } as const;

export type BrowserMessageKey = keyof typeof browser;
export type ServerMessageKey = keyof typeof server;
/** A language's catalogue: every key of both sections (hi.ts is typed by it, so a missing key fails the build). */
export interface ShopperMessageCatalogue {
  browser: Record<BrowserMessageKey, string>;
  server: Record<ServerMessageKey, string>;
}
