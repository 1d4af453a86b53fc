// An older clang's C++: clang-14 marks the vtable index a constructor stores as
// `inrange i32 0`, which LLVM 19 and later no longer read. The mark only licenses
// optimisations; csarules drops it on reading, so the module is ordered, verified and
// written without it. The simulator runs the constructors, virtual calls and deletes.
// RUN: csarules order %s | %strip-checks | FileCheck %s
// RUN: csarules order %s | not grep -E '^[^;]*, inrange'
// RUN: csarules sim %s --entry _Z5totali --arg 9 | FileCheck %s --check-prefix=SIM
// Race mode leaves the allocator calls and the object's accesses unordered: races.
// RUN: not csarules sim %s --mode race --entry _Z5totali --arg 9
// CC: clang++-14 -O2
struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
};
struct Sq : Shape {
  int s;
  explicit Sq(int x) : s(x) {}
  int area() const override { return s * s; }
};
struct Rect : Shape {
  int w, h;
  Rect(int a, int b) : w(a), h(b) {}
  int area() const override { return w * h; }
};
__attribute__((noinline)) int area_of(const Shape *p) { return p->area(); }
Shape *last;
int total(int n) {
  int t = 0;
  for (int i = 0; i < n; ++i) {
    Shape *p = (i & 1) ? static_cast<Shape *>(new Sq(i)) : new Rect(i, 2);
    last = p;
    t += area_of(p);
    delete p;
  }
  return t;
}
// CHECK: define {{.*}} @_Z5totali(
// CHECK: store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV2Sq, i64 0, i32 0, i64 2)
// SIM: @_Z5totali: returned 124
// SIM: races: 0
