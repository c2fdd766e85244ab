import { useState } from 'react'
import { Account } from './Account'
import { SignIn } from './SignIn'

export function App() {
  const [signedIn, setSignedIn] = useState(false)
  return (
    <main style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <h1>Другой продукт</h1>
      {signedIn ? <Account /> : <SignIn onSignedIn={() => setSignedIn(true)} />}
    </main>
  )
}
