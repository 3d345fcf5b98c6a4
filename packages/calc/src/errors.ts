/**
 * The one error type the engine throws for bad input or missing data. `field` names the input
 * (or the index series) at fault so the API can point the user at it; messages are pt-BR.
 */
export class CalcError extends Error {
  field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'CalcError';
    this.field = field;
  }
}
