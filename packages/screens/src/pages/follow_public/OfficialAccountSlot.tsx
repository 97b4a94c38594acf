// Alipay, H5 and the plain fallback have no official-account component: the page's QR code does the job.
export function OfficialAccountSlot(): null {
  return null;
}
