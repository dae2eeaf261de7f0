// Table / Cards (and extra views) as a group of toggle buttons with aria-pressed.
export interface ViewOption {
  id: string;
  label: string;
}

export interface ViewToggleProps {
  views: readonly ViewOption[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
}

export function ViewToggle({ views, value, onChange, label = 'View' }: ViewToggleProps) {
  return (
    <div className="view-toggle" role="group" aria-label={label}>
      {views.map((view) => (
        <button
          key={view.id}
          type="button"
          className="view-toggle__button"
          aria-pressed={view.id === value}
          onClick={() => onChange(view.id)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
