/** The São Paulo time of an instant, "14:05:09". */
export const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
