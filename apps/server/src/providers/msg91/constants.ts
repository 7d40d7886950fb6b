/** MSG91's API root (docs/decisions/240-verified-phone-numbers.md); the Flow call is `POST {root}/flow`. */
export const MSG91_API_URL = 'https://control.msg91.com/api/v5';

/** Where the in-process simulator is mounted in a shop without MSG91 credentials. */
export const MSG91_SIMULATOR_PATH = '/sim/msg91';

/** The demo shop's simulated account: these only work against the built-in simulator. */
export const MSG91_DEMO = { authKey: 'demo-msg91-authkey', templateId: 'demo-otp-template' } as const;

/** The variable the shop's DLT-approved template carries the code in ("##OTP## is your ... code"). */
export const MSG91_CODE_VARIABLE = 'OTP';
