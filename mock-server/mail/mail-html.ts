/**
 * HTML bodies of e-mails: values are always escaped, so a form name or a field value typed as HTML reads as text
 * in the recipient's mail program too (issue 13: "HTML typed into a field is shown as text wherever it appears again").
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A tagged template: `html\`<p>${name}</p>\`` escapes `name`; a value made by `html` itself is kept as is. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | SafeHtml>): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    out += (value instanceof SafeHtml ? value.text : escapeHtml(String(value))) + strings[i + 1];
  });
  return new SafeHtml(out);
}

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}
