/** A question category of the FAQ, as tab or chip. */
export type FaqCategory = { id: number; title: string; icon: string | null; questionCount: number }

/** One question with its answer (an entry of GET /api/faq). `answer` is plain text; blank lines separate paragraphs. */
export type FaqEntry = { id: number; question: string; answer: string; categoryId: number }

/** GET /api/faq answers this in `data`. */
export type FaqOverview = { categories: FaqCategory[]; entries: FaqEntry[] }
