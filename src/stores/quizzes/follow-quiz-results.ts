import { QUIZ_RESULTS_NEWS_DELAY_MS, isQuizResultsNews } from '../../domain/quizzes/quiz-results-news';
import type { RealtimeHub } from '../../ports/realtime-hub.port';
import type { Scheduler } from '../../ports/scheduler.port';

/**
 * Calls `reread` after news of quiz `quizId` from the hub (`quizResultsChanged`), once per burst: several takers
 * submitting together cause one read. Returns the function that stops following.
 */
export function followQuizResults(
  hub: RealtimeHub,
  scheduler: Scheduler,
  quizId: number,
  reread: () => void,
): () => void {
  let cancel: (() => void) | null = null;
  const unsubscribe = hub.subscribe((message) => {
    if (!isQuizResultsNews(message, quizId)) return;
    cancel?.();
    cancel = scheduler.after(QUIZ_RESULTS_NEWS_DELAY_MS, () => {
      cancel = null;
      reread();
    });
  });
  return () => {
    unsubscribe();
    cancel?.();
    cancel = null;
  };
}
