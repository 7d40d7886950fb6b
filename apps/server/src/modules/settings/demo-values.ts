/**
 * The demo shop's published identity: seeded in demo mode and refused in live mode
 * (docs/decisions/032-demo-and-live-mode.md). Kept here, beside the check that refuses them.
 */
export const DEMO_ACCOUNT_EMAILS = ['admin@example.com', 'user@example.com'] as const;
export const DEMO_GSTIN = '29ABCDE1234F1ZW';
export const DEMO_WHATSAPP_NUMBER = '919876543210';
/** The demo shop's grievance officer (docs/decisions/100-legal-declarations-and-grievances.md); a live shop starts empty. */
export const DEMO_GRIEVANCE_OFFICER = {
  grievanceOfficerName: 'Kavita Menon',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@shopkart.local',
  grievanceOfficerPhone: '+91 80 4000 0001',
} as const;
