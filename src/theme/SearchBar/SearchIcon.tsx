/** The magnifier of the navbar button and of the dialog's input: one drawing, two sizes. */
export function SearchIcon({size}: {readonly size: number}): React.JSX.Element {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
      />
    </svg>
  );
}
