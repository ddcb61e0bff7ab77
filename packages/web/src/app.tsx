export function App() {
  return <h1>Kozyr</h1>;
}
