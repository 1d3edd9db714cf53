import { z } from '../zod';

/** C0 controls, DEL and C1 controls: never part of a single-line text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab, line feed and carriage return, which multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- as above
const controlCharacterButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const noControl = (pattern: RegExp) =>
  z.string().refine((v) => !pattern.test(v), { message: 'validation:control_characters', abort: true });

/**
 * The building block of every text field of a request (bodies, query strings, params, headers):
 * a string without control characters, so a NUL or an escape sequence is a 422 at the schema and
 * never reaches the database, a log or an e-mail. Chain `.trim()`, `.max()`… as on `z.string()`.
 */
export const text = () => noControl(controlCharacter);

/** `text()` for fields with several lines (tab and line breaks allowed). */
export const multilineText = () => noControl(controlCharacterButLineBreaks);
