import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface DefinitionProblem {
  /** Where the problem is, e.g. `list[3].columns[1].list[0].options.max`; empty for the whole text. */
  path: string;
  message: string;
}

export interface DefinitionErrorsProps {
  problems: readonly DefinitionProblem[];
  title?: string;
}

/** The panel shown instead of a form whose definition is invalid: every problem with its place. */
export function DefinitionErrors({
  problems,
  title = 'This form cannot be shown: its definition has errors',
}: DefinitionErrorsProps) {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.map((problem, index) => (
          <li key={`${problem.path}:${index}`}>
            {problem.path ? <code>{problem.path}</code> : null}
            {problem.path ? ': ' : null}
            {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
