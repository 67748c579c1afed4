/** What a Lighthouse run answers, as far as finishedRun reads it. */
type Answer = { lhr: { runtimeError?: { code: string } } } | undefined;

/**
 * A run Lighthouse itself could not finish (a trace without its navigation start, NO_NAVSTART; NO_FCP on a busy
 * machine) scores 0 without saying anything of the page: it is run again, twice at most, and each failure is printed.
 * A page that fails every time keeps its failed answer (scored 0).
 */
export async function finishedRun<A extends Answer>(url: string, run: () => Promise<A>): Promise<A> {
  for (let attempt = 1; ; attempt++) {
    const answer = await run();
    const failure = answer?.lhr.runtimeError?.code;
    if (!failure) return answer;
    console.log(`(${url}: a run failed: ${failure}${attempt < 3 ? ', run again' : ', scored 0'})`);
    if (attempt === 3) return answer;
  }
}
