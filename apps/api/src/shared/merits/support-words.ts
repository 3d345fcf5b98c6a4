// Support (alimentos) as users tell it, read by Predict's rules and Strategy's remedies alike.

/** Support already fixed by a judgment, a decision or an agreement the court approved. */
export const ALREADY_FIXED =
  /\b(?:fixad[oa]s? (?:em|por|pel[oa]) (?:sentenca|acordo|juiz|justica|decisao)|fixad[oa]s? judicialmente|acordo homologado|sentenca de alimentos|ja (?:ha|existe) (?:sentenca|decisao)|(?:juiz|juiza|justica|sentenca|decisao) (?:\w+ ){0,3}fix(?:ou|ada|ado)\b)/;
/** Support fixed and now unpaid: "não paga desde setembro", "três meses de atraso", "parou de pagar". */
export const SUPPORT_ARREARS =
  /\b(?:nao (?:paga|pagou|esta pagando|deposita|depositou)|parou de (?:pagar|depositar)|deixou de (?:pagar|depositar)|atras\w*|em atraso|inadimpl\w*)\b/;
/** The one who tells it pays the support ("pago a pensão em dia", "eu deposito os alimentos"). */
export const SUPPORT_PAYER = /\b(?:pago|pagamos|eu pago|deposito) (?:a |uma |os )?(?:pensao|alimentos)\b/;
