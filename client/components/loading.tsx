// The one loading indicator: a spinner plus text, announced politely.
export interface LoadingProps {
  label?: string;
  /** Sits in a line of text instead of a centred block. */
  inline?: boolean;
}

export function Loading({ label = 'Loading...', inline = false }: LoadingProps) {
  return (
    <div className={inline ? 'loading loading--inline' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
