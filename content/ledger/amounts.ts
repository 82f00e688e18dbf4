// Why an amount is not whole rupees, in the words of the slip that made it, with what to write
// instead. checks.ts's parseRupees decides; this only explains.

/** 150000 with Indian commas: "1,50,000". */
export function indian(rupees: string): string {
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d\d)+$)/g, ",")},${last3}` : last3;
}

function instead(digits: string): string {
  const n = digits.replace(/^0+(?=\d)/, "");
  return `write ${n}, or with Indian commas in quotes "${indian(n)}"`;
}

/** What is wrong with an amount that is not whole rupees, and what to write; undefined if unknown. */
export function explainAmount(
  value: string,
): { kind: string; what: string; allowed: string } | undefined {
  const v = value.replace(/\s/g, "");
  if (/^\d{1,3}(,\d{3})+(\.0+)?$/.test(v)) {
    return {
      kind: "western",
      what: `amount "${value}" has commas every three digits, which the site does not read as rupees`,
      allowed: `Instead, ${instead(v.replace(/\.0+$/, "").replace(/,/g, ""))}, without ₹ or paise.`,
    };
  }
  if (/^\d{1,3}\.\d{3}$/.test(v)) {
    const [whole] = v.split(".");
    return {
      kind: "dot-thousand",
      what: `amount "${value}" could be ${v.replace(".", "")} with a dot between the thousands, or ${whole} with three decimals, and the site does not guess`,
      allowed: `Write whole rupees without a dot: for ${v.replace(".", "")}, ${instead(v.replace(".", ""))}; for ${whole}, write ${whole}.`,
    };
  }
  if (/^\d{1,3}(\.\d{2,3})+\.\d{3}$/.test(v)) {
    return {
      kind: "dots",
      what: `amount "${value}" groups its digits with dots`,
      allowed: `Instead, ${instead(v.replace(/\./g, ""))}, without ₹ or paise.`,
    };
  }
  if (/^[\d,]+\.\d+$/.test(v)) {
    return {
      kind: "paise",
      what: `amount "${value}" has digits after the dot (paise), which the site does not count`,
      allowed:
        'Write whole rupees, as plain digits (150000) or with Indian commas in quotes ("1,50,000"), rounded as the receipt is; only .00 may follow them.',
    };
  }
  return undefined;
}
