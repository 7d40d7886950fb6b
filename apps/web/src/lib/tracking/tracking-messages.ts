// What both tracking views (the order dialog's panel and the shipping policy's form) say when there is nothing to show.
export const TRACKING_UNAVAILABLE = 'Tracking information is not available at the moment. Please check back later.';
export const TRACKING_NO_HISTORY = 'No tracking history available yet. Please check back later.';
export const TRACKING_FAILED = 'Failed to fetch tracking details';
