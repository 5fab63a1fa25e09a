import { ComingSoon } from './ComingSoon';

export function SheetsPage() {
  return (
    <ComingSoon
      documentTitle="Sheets"
      heading="DSA Sheet Coming Soon"
      message="The Sheet That Turns Beginners into Pros."
    />
  );
}
