export type FileLike = { name: string; type: string; size: number };

export type FileRules = {
  /** MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`); empty accepts anything. */
  accept?: readonly string[];
  /** Fewest files (spec 5: default 0). */
  min?: number;
  /** Most files; 1 means a single-file input, absent means any number. */
  max?: number;
};

export type FileProblem = 'type' | 'tooMany' | 'tooFew';

/** Whether a file input with these rules takes several files (spec 5: max 1 = single). */
export function allowsMultipleFiles(rules: FileRules): boolean {
  return rules.max !== 1;
}

/** Whether a file matches one of the accepted types. */
export function matchesAccept(file: FileLike, accept: readonly string[] = []): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Checks chosen or dropped files (spec 5): files of another type are left out, and the count must
 * lie between min and max. A single-file input takes a new choice in place of the old one; several
 * files at once are refused as a whole – none is taken (which one was meant?), the old choice stays
 * and the problem says why.
 */
export function checkFiles(
  current: readonly FileLike[],
  added: readonly FileLike[],
  rules: FileRules,
): { files: FileLike[]; problems: FileProblem[] } {
  const problems = new Set<FileProblem>();
  const fitting = added.filter((file) => matchesAccept(file, rules.accept));
  if (fitting.length < added.length) problems.add('type');
  let files: FileLike[];
  if (!allowsMultipleFiles(rules)) {
    if (fitting.length > 1) problems.add('tooMany');
    files = fitting.length === 1 ? [fitting[0] as FileLike] : [...current];
  } else {
    files = [...current, ...fitting];
    if (rules.max !== undefined && files.length > rules.max) {
      files = files.slice(0, rules.max);
      problems.add('tooMany');
    }
  }
  if (files.length < (rules.min ?? 0)) problems.add('tooFew');
  return { files, problems: [...problems] };
}
