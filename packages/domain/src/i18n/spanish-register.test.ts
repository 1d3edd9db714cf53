import { describe, expect, it } from 'vitest';
import { tuMarkers } from './spanish-register';

describe('tuMarkers (Spanish speaks as usted)', () => {
  it('finds tú pronouns, possessives, verb forms and sentence-start imperatives', () => {
    expect(tuMarkers('¿Olvidaste tu contraseña?')).toEqual(['Olvidaste', 'tu']);
    expect(tuMarkers('Tú')).toEqual(['Tú']);
    expect(tuMarkers('Te enviaremos un enlace. Revisa el spam.')).toEqual(['Te', 'Revisa']);
    expect(tuMarkers('Si puedes, recibirás un código.')).toEqual(['puedes', 'recibirás']);
    expect(tuMarkers('La campaña está pausada. Actívala para editar.')).toEqual(['Actívala']);
    expect(tuMarkers('Valor no válido: ingresa un número.')).toEqual(['ingresa']);
  });

  it('accepts usted, 3rd-person verbs, statuses and names', () => {
    expect(tuMarkers('¿Olvidó su contraseña? Le enviaremos un enlace. Revise el spam.')).toEqual([]);
    expect(tuMarkers('Activa')).toEqual([]);
    expect(tuMarkers('Esta orden usa la pasarela de pruebas y espera el pago.')).toEqual([]);
    expect(tuMarkers('Copie el código Pix copia y pega.')).toEqual([]);
    expect(tuMarkers('Servicios de TI')).toEqual([]);
    expect(tuMarkers('Mire atrás: {{tu}}')).toEqual([]);
  });
});
