/** Says on every preview page that nothing of it is recorded (docs/quizzes-and-surveys.md, "Preview and reports"). */
export function PreviewBanner() {
  return (
    <p className="quiz-preview-banner" role="note">
      Preview: this attempt is not recorded
    </p>
  );
}
