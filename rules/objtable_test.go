package rules

import "testing"

// TestObjTableCopyOnWrite checks the table on its own: after clone, writes and appends on
// either side (into a shared last chunk too) stay on that side, and reads see them.
func TestObjTableCopyOnWrite(t *testing.T) {
	a := makeObjTable(0)
	for i := range 3*chunkSize + 5 {
		a.add(Object{ID: ObjID(i), Damage: i})
	}
	b := a.clone()
	a.mut(1).Damage = -1
	b.mut(2).Damage = -2
	ida := a.add(Object{ID: ObjID(a.len()), Damage: 100})
	idb := b.add(Object{ID: ObjID(b.len()), Damage: 200})
	c := b.clone()
	c.mut(0).Damage = -3
	c.add(Object{Damage: 300})
	for i := range a.len() {
		wa, wb, wc := i, i, i
		switch i {
		case 1:
			wa = -1
		case 2:
			wb, wc = -2, -2
		case 0:
			wc = -3
		case int(ida):
			wa, wb, wc = 100, 200, 200
		}
		if a.at(ObjID(i)).Damage != wa || b.at(ObjID(i)).Damage != wb || c.at(ObjID(i)).Damage != wc {
			t.Fatalf("object %d: damage %d %d %d, want %d %d %d", i, a.at(ObjID(i)).Damage, b.at(ObjID(i)).Damage, c.at(ObjID(i)).Damage, wa, wb, wc)
		}
	}
	if ida != idb || b.len() != a.len() || c.len() != a.len()+1 || c.at(ObjID(c.len()-1)).Damage != 300 {
		t.Fatalf("lengths %d %d %d", a.len(), b.len(), c.len())
	}
	// A pointer from mut stays good for further writes until the next clone.
	p := a.mut(7)
	a.mut(8).Damage = 8
	p.Damage = 77
	if a.at(7).Damage != 77 || b.at(7).Damage != 7 {
		t.Fatalf("damage %d and %d, want 77 and 7", a.at(7).Damage, b.at(7).Damage)
	}
}
