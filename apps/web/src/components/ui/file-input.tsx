import { useId } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { allowsMultipleFiles, checkFiles, type FileProblem, type FileRules } from './file-input-logic';

export interface FileInputLabels {
  label: string;
  /** Text inside the drop zone, e.g. "Datei hierher ziehen oder". */
  dropHint: string;
  choose: string;
  remove: (fileName: string) => string;
  problems: Record<FileProblem, string>;
}

interface FileInputProps extends FileRules {
  files: readonly File[];
  onChange: (files: File[], problems: FileProblem[]) => void;
  labels: FileInputLabels;
  problems?: readonly FileProblem[];
}

async function filesOf(items: DropItem[]): Promise<File[]> {
  const files = items.filter((item) => item.kind === 'file');
  return Promise.all(files.map((item) => item.getFile()));
}

/**
 * A file input with drag and drop (react-aria DropZone + FileTrigger): accept types, min
 * (default 0) and optional max; max 1 makes it a single-file input (spec 5).
 */
export function FileInput({ files, onChange, labels, problems = [], accept, min, max }: FileInputProps) {
  const rules = { accept, min, max };
  const problemId = useId();
  const add = (added: File[]) => {
    const result = checkFiles(files, added, rules);
    onChange(result.files as File[], result.problems);
  };

  return (
    <div className="field">
      <DropZone
        className="drop-zone"
        aria-label={labels.label}
        onDrop={(event) => void filesOf(event.items).then(add)}
        aria-describedby={problems.length > 0 ? problemId : undefined}
      >
        <Text slot="label" className="field__label">
          {labels.label}
        </Text>
        <span>{labels.dropHint}</span>
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          allowsMultiple={allowsMultipleFiles(rules)}
          onSelect={(list) => add(list ? [...list] : [])}
        >
          <Button className="button button--secondary">{labels.choose}</Button>
        </FileTrigger>
      </DropZone>
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Button
                className="button button--secondary"
                onPress={() => onChange(files.filter((_, other) => other !== index), [])}
              >
                {labels.remove(file.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <div id={problemId} className="field__error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{labels.problems[problem]}</p>
          ))}
        </div>
      )}
    </div>
  );
}
