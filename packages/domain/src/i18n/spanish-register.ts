/**
 * Verba's Spanish speaks to the user as "usted" (formal Latin-American Spanish, a B2B product).
 * `tuMarkers` finds the forms that only exist when speaking as "tú", so scripts/i18n-check.ts can
 * fail on them. It is deliberately conservative: words that are also 3rd person ("usa", "crea",
 * "espera", "ve", the status "Activa") count only where an imperative would stand.
 */

/** Words that only ever mean "tú" (pronouns, possessives, 2nd-person verb forms). Case-sensitive per form: "TI" is IT. */
// prettier-ignore
const TU_WORDS = [
  'tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'puedes', 'tienes', 'quieres', 'estás', 'eres', 'haz', 'debes', 'necesitas', 'sabes', 'prefieres',
  'puedas', 'tengas', 'quieras', 'hagas', 'estés', 'seas', 'añadas', 'revises', 'publiques', 'recomiendes',
  'recibes', 'inviertes', 'recuerdas', 'reconoces', 'administras', 'declaras', 'aceptas', 'esperabas',
  'olvidaste', 'fuiste', 'hiciste', 'recibiste', 'dejaste', 'pediste', 'creaste', 'solicitaste',
  'inténtalo', 'actívalo', 'actívala', 'revísala', 'complétala', 'elígelo', 'defínelo', 'auméntalo',
  'edítala', 'regístrate', 'asegúrate', 'pídelo', 'pruébalo', 'cópialo', 'pégalo', 'súbelo', 'envíalo',
];

/** Tú imperatives that also exist as 3rd-person indicative: flagged only at the start of a sentence or clause. */
// prettier-ignore
const TU_IMPERATIVES = [
  'elige', 'selecciona', 'ingresa', 'introduce', 'revisa', 'agrega', 'añade', 'crea', 'espera', 'vuelve', 'verifica',
  'comprueba', 'inicia', 'usa', 'confirma', 'indica', 'escribe', 'completa', 'busca', 'sube', 'envía', 'define',
  'cambia', 'solicita', 'copia', 'pega', 'intenta', 'prueba', 'descarga', 'pulsa', 'presiona', 'abre', 'cierra',
  'guarda', 'edita', 'elimina', 'borra', 'consulta', 'contacta', 'lee', 'acepta', 'carga', 'asigna', 'configura',
  'conecta', 'recarga', 'actualiza', 'sigue', 'mira', 'mantén', 'genera', 'instala', 'pon', 'deja', 'ajusta',
  'aumenta', 'reduce', 'importa', 'exporta', 'invita', 'registra', 'escoge', 'toca', 'pide', 'paga', 'habla',
  'quita', 'desactiva', 'comienza', 'empieza', 'vincula', 'adjunta', 'restablece', 'cancela', 'corrige',
  'ignora', 'planifica', 'combina', 'recibe', 'evita', 'publica', 'trae', 'organiza', 'comparte', 'amplía',
  'ven', 'di', 'sal', 'ten',
];

/** Legitimate uses, removed before checking (names, quoted products). */
const ALLOWED = [/Pix copia y pega/gi];

const letter = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const alt = (ws: string[]) => ws.flatMap((w) => [w, cap(w)]).join('|');
const wordRe = new RegExp(`(?<![${letter}])(${alt(TU_WORDS)})(?![${letter}])`, 'g');
const futureRe = new RegExp(`(?<![${letter}])([${letter}]+rás)(?![${letter}])`, 'gi');
const imperativeRe = new RegExp(`(?:^|[.!?¿¡:;—]\\s*)(${alt(TU_IMPERATIVES)})(?![${letter}])`, 'g');
const NOT_FUTURE = new Set(['atrás', 'detrás']);

/** The tú-only forms in a Spanish text, in order of appearance (empty when it speaks as usted). */
export function tuMarkers(text: string): string[] {
  const t = ALLOWED.reduce((s, re) => s.replace(re, ' '), text.replace(/\{\{[^}]*\}\}/g, ' '));
  const hits: { at: number; word: string }[] = [];
  for (const m of t.matchAll(wordRe)) hits.push({ at: m.index, word: m[1]! });
  for (const m of t.matchAll(futureRe))
    if (!NOT_FUTURE.has(m[1]!.toLowerCase())) hits.push({ at: m.index, word: m[1]! });
  for (const m of t.matchAll(imperativeRe))
    hits.push({ at: m.index + m[0].length - m[1]!.length, word: m[1]! });
  return hits.sort((a, b) => a.at - b.at).map((h) => h.word);
}
