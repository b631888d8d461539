// One plural message for a client island that needs nothing else of its namespace (the stay form's nights): the server
// renders the message once per plural category of the locale, its number left as "{n}", and the browser picks the form
// with Intl.PluralRules and writes the number with Intl.NumberFormat, as next-intl's formatter does. The island then
// needs neither the namespace in the page's payload (the whole StaySearch catalogue rode there for this one message)
// nor next-intl's provider. Only plural categories are handled: a message with exact `=n` branches is not for this.

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

// Made once per locale (two): the stay form renders its nights' forms on every results page.
const intl = new Map<string, { rules: Intl.PluralRules; number: Intl.NumberFormat }>();
function intlOf(locale: string) {
  let kept = intl.get(locale);
  if (!kept) intl.set(locale, (kept = { rules: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) }));
  return kept;
}

/** Each plural category of `locale` with the message's form for it; `format(count)` formats the message. */
export function pluralForms(locale: string, format: (count: number) => string): PluralForms {
  const { rules, number } = intlOf(locale);
  const wanted = rules.resolvedOptions().pluralCategories.length;
  const forms: PluralForms = {};
  // The smallest count of each category stands for it (Arabic: 0 zero, 1 one, 2 two, 3 few, 11 many, 100 other).
  for (let count = 0; count <= 1000 && Object.keys(forms).length < wanted; count++) {
    const category = rules.select(count);
    if (forms[category] === undefined) forms[category] = format(count).replace(number.format(count), "{n}");
  }
  return forms;
}

/** The message for `count`, from the forms `pluralForms` made in the same locale. */
export function pluralText(forms: PluralForms, count: number, locale: string): string {
  const { rules, number } = intlOf(locale);
  const form = forms[rules.select(count)] ?? forms.other ?? "";
  return form.replace("{n}", number.format(count));
}
