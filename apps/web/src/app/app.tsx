import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
