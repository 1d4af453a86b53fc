/* Not part of the build: the tests add an entry for it to compile_commands.json to see
 * a failing entry listed while the others are still ordered. */
int broken(int x) {
  return x +;
}
