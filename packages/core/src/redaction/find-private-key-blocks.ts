/** A half-open range [start, end) of a text. */
export interface TextSpan {
  start: number;
  end: number;
}

// Labels such as RSA, EC, DSA, OPENSSH, ENCRYPTED, or none; PGP armour ends in " BLOCK".
const LABEL = '(?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?';
const BEGIN = new RegExp(`-----BEGIN ${LABEL}-----`, 'g');
const END = new RegExp(`-----END ${LABEL}-----`, 'g');
// What follows a real header: base64 key material or an RFC 1421 header line, after line
// breaks that may be written as escapes inside JSON or source code.
const KEY_MATERIAL = /^(?:\s|\\[rn])*(?:[A-Za-z0-9+/=]{16}|(?:Proc-Type|DEK-Info|Comment|Version|Hash):)/;

/**
 * The PEM (and PGP) private-key blocks of a text, from BEGIN to the matching END line. A block
 * whose END is missing runs to the end of the text, because a truncated key is still a secret;
 * but a bare BEGIN line with no key material after it (a header quoted in documentation) is left.
 * Linear time: once no END line is found after a point, none is searched for again.
 */
export function findPrivateKeyBlocks(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let noEndAfter = Number.POSITIVE_INFINITY;
  BEGIN.lastIndex = 0;
  for (let begin = BEGIN.exec(text); begin; begin = BEGIN.exec(text)) {
    const bodyStart = begin.index + begin[0].length;
    let end: RegExpExecArray | null = null;
    if (bodyStart < noEndAfter) {
      END.lastIndex = bodyStart;
      end = END.exec(text);
      if (!end) noEndAfter = bodyStart;
    }
    if (end) {
      spans.push({ start: begin.index, end: end.index + end[0].length });
      BEGIN.lastIndex = end.index + end[0].length;
    } else if (KEY_MATERIAL.test(text.slice(bodyStart, bodyStart + 256))) {
      spans.push({ start: begin.index, end: text.length });
      break;
    }
  }
  return spans;
}
