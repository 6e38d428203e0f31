/**
 * Spec 9: vendor icons are `{vendor}-WHITE.png` (for dark backdrops, as this app's) and
 * `{vendor}-BLACK.png` (light ones) under the image CDN. Every vendor picture goes through here.
 */
export const vendorIconPath = (vassalage: string, shade: 'WHITE' | 'BLACK' = 'WHITE') =>
  `vendors/${vassalage}-${shade}.png`;
