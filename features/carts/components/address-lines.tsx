import type { CheckoutAddress } from '../checkout-schemas'
import styles from './checkout.module.css'

type Lines = Pick<CheckoutAddress, 'street' | 'postalCode' | 'city' | 'country'> & { companyName: string[] }

/** An address as a Swiss letter shows it: company lines, street, CH-postal code and city. */
export function AddressLines({ address }: { address: Lines }) {
  return (
    <span className={styles.address}>
      {address.companyName.map((line, index) => (
        <span key={`${index}:${line}`}>{line}</span>
      ))}
      <span>{address.street}</span>
      <span>
        {address.country}-{address.postalCode} {address.city}
      </span>
    </span>
  )
}
