import { Spinner } from './Spinner';

/** Fills the content area while a page's code or data loads. */
export function PageSpinner() {
  return (
    <div className="grid flex-1 place-items-center py-24">
      <Spinner />
    </div>
  );
}
