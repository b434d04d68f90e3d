import styles from './contracts.module.css'

/** Called off ÷ agreed as a bar with its percentage (nothing without positions). */
export function ContractProgress({
  progress,
  text,
}: {
  progress: number | null
  text: (percent: number) => string
}) {
  if (progress == null) return <span>–</span>
  const percent = Math.round(progress * 100)
  return (
    <span className={styles.progress}>
      <span
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={text(percent)}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
      <span>{percent} %</span>
    </span>
  )
}
