package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// TestNoWriteThroughObj reads the package's source and fails on a write through a pointer
// from the read accessor obj (or Obj): such a write would change an object that the
// game's clones share (objtable.go). It follows, within each function, the variables
// assigned from obj(...) or &obj(...).Field, and flags assignments, ++ and -- through
// them, and passing them to a function that writes its argument. It is syntactic, not a
// proof (TestCloneIsolation plays games to catch what it misses), but it catches the
// easy mistake at once.
func TestNoWriteThroughObj(t *testing.T) {
	fset := token.NewFileSet()
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				bad = append(bad, checkObjWrites(fset, fd)...)
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

// objWriters are the functions that write through a pointer argument, by argument index.
var objWriters = map[string]int{"applyStatic": 0, "applyStaticToChars": 0, "resetChars": 0}

// objReaders are the functions known only to read through their pointer arguments.
var objReaders = map[string]bool{"castForbidden": true, "withGranted": true, "applyStatic": true,
	"applyStaticToChars": true, "isBaseChars": true, "object": true, "Name": true, "Is": true, "Has": true, "HasSubtype": true,
	"checkAbilityZone": true, "castsWithFlashback": true, "evasionAllows": true, "flashbackExile": true,
	"castsPrepared": true, "castsAftermath": true, "transformed": true, "planRemoveAny": true, "countersOn": true}

func checkObjWrites(fset *token.FileSet, fd *ast.FuncDecl) []string {
	// Variables are told apart by their declaration (the parser's object resolution), so
	// that an o in one loop and an o in another are two variables.
	readAlias := map[any]bool{}
	mutAlias := map[any]bool{}
	key := func(id *ast.Ident) any {
		if id.Obj != nil {
			return id.Obj
		}
		return id.Name
	}
	var isRead func(e ast.Expr) bool
	// root strips field selections, indexing, dereferences and & down to the expression
	// the value comes from.
	var root func(e ast.Expr) ast.Expr
	root = func(e ast.Expr) ast.Expr {
		for {
			switch x := e.(type) {
			case *ast.SelectorExpr:
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			case *ast.ParenExpr:
				e = x.X
			case *ast.UnaryExpr:
				if x.Op != token.AND {
					return e
				}
				e = x.X
			default:
				return e
			}
		}
	}
	accessor := func(e ast.Expr) string {
		if c, ok := e.(*ast.CallExpr); ok {
			if s, ok := c.Fun.(*ast.SelectorExpr); ok {
				return s.Sel.Name
			}
		}
		return ""
	}
	isRead = func(e ast.Expr) bool {
		r := root(e)
		if id, ok := r.(*ast.Ident); ok {
			return readAlias[key(id)]
		}
		a := accessor(r)
		return a == "obj" || a == "Obj"
	}
	// pointerOf reports whether e yields a pointer into an object: obj(...), &x.F, or a
	// variable holding one.
	pointerOf := func(e ast.Expr) (read, mut bool) {
		switch x := e.(type) {
		case *ast.Ident:
			return readAlias[key(x)], mutAlias[key(x)]
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				r := root(x.X)
				if id, ok := r.(*ast.Ident); ok {
					return readAlias[key(id)], mutAlias[key(id)]
				}
				a := accessor(r)
				return a == "obj" || a == "Obj", a == "mut"
			}
		case *ast.CallExpr:
			a := accessor(x)
			return a == "obj" || a == "Obj", a == "mut"
		case *ast.ParenExpr:
			return false, false
		}
		return false, false
	}
	// Two passes: the aliases first (flow-insensitively), then the writes.
	for range 2 {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == len(as.Rhs) {
				for i, l := range as.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						r, m := pointerOf(as.Rhs[i])
						readAlias[key(id)] = readAlias[key(id)] || r
						mutAlias[key(id)] = mutAlias[key(id)] || m
					}
				}
			}
			return true
		})
	}
	var out []string
	report := func(n ast.Node, msg string) {
		out = append(out, fset.Position(n.Pos()).String()+": "+fd.Name.Name+": "+msg)
	}
	for k := range readAlias {
		if readAlias[k] && mutAlias[k] {
			name, _ := k.(string)
			if o, ok := k.(*ast.Object); ok {
				name = o.Name
			}
			report(fd, name+" holds both obj and mut pointers; check by hand")
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if _, ok := l.(*ast.Ident); !ok && isRead(l) {
					report(x, "write through a read pointer")
				}
			}
		case *ast.IncDecStmt:
			if isRead(x.X) {
				report(x, "write through a read pointer")
			}
		case *ast.CallExpr:
			name := ""
			switch f := x.Fun.(type) {
			case *ast.Ident:
				name = f.Name
			case *ast.SelectorExpr:
				name = f.Sel.Name
			}
			for i, a := range x.Args {
				r, _ := pointerOf(a)
				if !r {
					continue
				}
				if w, ok := objWriters[name]; ok && w == i {
					report(x, "read pointer passed to "+name+", which writes it")
				} else if !objReaders[name] {
					report(x, "read pointer passed to "+name+"; add it to objReaders or objWriters")
				}
			}
		}
		return true
	})
	return out
}
