/** The `<strong>` tag of rich messages: an address or name, isolated so it reads right in Arabic. */
export function strongLtr(chunks: React.ReactNode) {
  return (
    <bdi dir="ltr" className="font-semibold break-all text-slate-900">
      {chunks}
    </bdi>
  );
}

/** The `<ltr>` tag of rich messages: numbers such as "+966" keep their sign in Arabic text. */
export function ltr(chunks: React.ReactNode) {
  return <bdi dir="ltr">{chunks}</bdi>;
}
