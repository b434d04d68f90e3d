import { deniedText, type AccountPageDenied } from '../server/page'
import styles from './account-area.module.css'

/** An account page the user may not see: its title and why, instead of the data. */
export async function AccountDenied({ title, denied }: { title: string; denied: AccountPageDenied }) {
  return (
    <>
      <h1>{title}</h1>
      <p className={styles.denied} role="status" data-testid="account-denied">
        {await deniedText(denied)}
      </p>
    </>
  )
}
