/**
 * Leaves the app for a launch URL. One place for it, so tests can watch launches without a
 * browser navigating away (jsdom cannot navigate).
 */
export const openUrl = (url: string) => window.location.assign(url);
