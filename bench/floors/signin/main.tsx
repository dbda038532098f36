// The sign-in bench's floor: a bare React page with one form (two labelled fields and a button),
// served by the same server as the example. What any React sign-in screen costs at least.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignIn() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h1>Sign In</h1>
      <label>
        Username
        <input value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        Password
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">Sign In</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignIn />
  </StrictMode>,
);
