// Latin-script fragments inside a page of either language. In Arabic the bidi algorithm would otherwise reorder
// them against the surrounding text: "•••• 4242" shows as "4242 ••••", a masked passport "••••XM6H" as "XM6H••••",
// "55×25×25" as "25×25×55", and punctuation next to a code or an email lands on the wrong side of it.

type Props = { children: React.ReactNode; className?: string; title?: string; "data-testid"?: string };

/**
 * Words and codes written in Latin letters: names (passport name, card holder), plane models, flight numbers,
 * airport codes, booking references, seats, gates, emails. Isolated left-to-right and marked English, so a screen
 * reader switches to an English voice instead of spelling Latin letters with an Arabic one.
 */
export function Latin({ children, ...props }: Props) {
  return (
    <bdi dir="ltr" lang="en" {...props}>
      {children}
    </bdi>
  );
}

/**
 * Digits and symbols only (a card's last four, "+966 5…", "55×40×20 cm"): their order is kept left to right,
 * but they are read in the page's language.
 */
export function Ltr({ children, ...props }: Props) {
  return (
    <bdi dir="ltr" {...props}>
      {children}
    </bdi>
  );
}
