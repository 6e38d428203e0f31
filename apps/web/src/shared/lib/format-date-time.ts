const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as YYYY-MM-DD HH:mm on this device's clock (issue 9: local time). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
